import type { Catalogue } from '../catalogue-types.js';
import type { catalogue as english } from './catalogue.errors.js';

export const catalogue: Catalogue<typeof english> = {
  nodeNotFound: 'अभ्यासक्रमाचा हा भाग सापडला नाही.',
  contentNotFound: 'हा मजकूर सापडला नाही.',
  bookNotFound: 'या कोडचे कोणतेही पुस्तक सापडले नाही.',
  paperNotFound: 'ही प्रश्नपत्रिका सापडली नाही.',
  customSubjectNotFound: 'शाळेचा हा स्वतःचा विषय सापडला नाही.',
  contentChanged: 'दरम्यान हा मजकूर बदलला आहे (आवृत्ती {{version}}). पान पुन्हा लोड करा आणि पुन्हा प्रयत्न करा.',
  tagOfAnotherTag: 'टॅगचे हे मूल्य दुसऱ्या टॅगचे आहे.',
  tagsAreGlobal: 'टॅग संपूर्ण कॅटलॉगमध्ये सामायिक असतात: ते फक्त प्लॅटफॉर्मचे संपादक बदलतात.',
  platformEditorsOnly: 'प्लॅटफॉर्मची आशय-सूची फक्त प्लॅटफॉर्म संपादक बदलू शकतात.',
};
