import type { Catalogue } from '../catalogue-types.js';
import type { access as english } from './access.errors.js';

export const access: Catalogue<typeof english> = {
  noContent: 'இந்த உள்ளடக்கம் கிடைக்கவில்லை.',
  noPaper: 'இந்த வினாத்தாள் கிடைக்கவில்லை.',
  outsideCatalogue: '{{field}}: பாடத்திட்டத்துக்கு வெளியே உள்ள உள்ளடக்கத்துக்குத் தேவை.',
  outsideCatalogueField: 'பாடத்திட்டத்துக்கு வெளியே உள்ள உள்ளடக்கத்துக்குத் தேவை',
  paperWithoutClass: '{{field}}: வகுப்பு இல்லாத வினாத்தாளுக்குத் தேவை.',
  paperWithoutClassField: 'வகுப்பு இல்லாத வினாத்தாளுக்குத் தேவை',
  placeOfKind: '{{field}}: {{kind}} க்குத் தேவை.',
  placeOfKindField: '{{kind}} க்குத் தேவை',
};
