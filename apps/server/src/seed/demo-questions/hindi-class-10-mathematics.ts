// The Hindi (language_id 2) text of class 10 mathematics questions of the demo bank, as a Hindi-medium
// class reads them: the stem, the options under the same ids, and the explanation, with the
// mathematics in TeX between $...$ beside the Devanagari. The key is the question's own: one
// question, one key, a text per language. Terms follow the NCERT Hindi-medium textbook (गणित).

const tex = String.raw;

export interface HindiQuestionText {
  /** The demo question (class-10-mathematics.ts) this is the Hindi text of. */
  ref: string;
  stem: string;
  /** The options under the ids of the question's own options. */
  options?: readonly { id: string; text: string }[];
  explanation: string;
}

const lettered = (...texts: string[]) => texts.map((text, i) => ({ id: String.fromCharCode(97 + i), text }));

export const HINDI_CLASS_10_MATHEMATICS: readonly HindiQuestionText[] = [
  {
    ref: 'c10-math-real-001',
    stem: 'अभाज्य गुणनखंडन विधि से $96$ और $404$ का महत्तम समापवर्तक (HCF) है',
    options: lettered('$4$', '$8$', '$12$', '$2$'),
    explanation: tex`$96 = 2^5 \times 3$ और $404 = 2^2 \times 101$। HCF में प्रत्येक उभयनिष्ठ अभाज्य गुणनखंड की सबसे छोटी घात ली जाती है: $2^2 = 4$।`,
  },
  {
    ref: 'c10-math-real-003',
    stem: '$140$ का अभाज्य गुणनखंडन है',
    options: lettered(
      tex`$2^2 \times 5 \times 7$`,
      tex`$2 \times 5 \times 7$`,
      tex`$2^2 \times 35$`,
      tex`$2^3 \times 5 \times 7$`,
    ),
    explanation: tex`$140 = 2 \times 70 = 2 \times 2 \times 35 = 2^2 \times 5 \times 7$। $35$ अभाज्य संख्या नहीं है, तथा $2 \times 5 \times 7 = 70$ और $2^3 \times 5 \times 7 = 280$।`,
  },
  {
    ref: 'c10-math-real-004',
    stem: tex`सत्य या असत्य: किसी प्राकृत संख्या $n$ के लिए $6^n$ का अंतिम अंक $0$ होता है।`,
    explanation: tex`असत्य। जिस संख्या का अंतिम अंक $0$ हो, वह $10$ से विभाज्य होती है, इसलिए उसके अभाज्य गुणनखंडन में $5$ होता है। $6^n = 2^n \times 3^n$ में केवल अभाज्य संख्याएँ $2$ और $3$ हैं, और अभाज्य गुणनखंडन की अद्वितीयता के कारण इसमें $5$ कभी नहीं आ सकता।`,
  },
  {
    ref: 'c10-math-real-005',
    stem: 'निम्नलिखित में से कौन-सी संख्याएँ अपरिमेय हैं? सभी सही विकल्प चुनिए।',
    options: lettered(
      tex`$\sqrt{5}$`,
      tex`$3 + 2\sqrt{5}$`,
      tex`$\sqrt{2} \times \sqrt{8}$`,
      tex`$\frac{1}{\sqrt{2}}$`,
    ),
    explanation: tex`$\sqrt{5}$ अपरिमेय है; $3 + 2\sqrt{5}$ भी अपरिमेय है (यदि यह परिमेय होता, तो $\sqrt{5} = \frac{(3 + 2\sqrt{5}) - 3}{2}$ भी परिमेय होता), और $\frac{1}{\sqrt{2}} = \frac{\sqrt{2}}{2}$ भी। परंतु $\sqrt{2} \times \sqrt{8} = \sqrt{16} = 4$ परिमेय है।`,
  },
  {
    ref: 'c10-math-poly-002',
    stem: tex`बहुपद $2x^2 - 8x + 6$ के शून्यकों का योग है`,
    options: lettered('$4$', '$-4$', '$3$', '$-3$'),
    explanation: tex`$ax^2 + bx + c$ के शून्यकों का योग $-\frac{b}{a} = -\frac{-8}{2} = 4$ होता है। (शून्यक $1$ और $3$ हैं; इनका गुणनफल $\frac{c}{a} = 3$ है।)`,
  },
  {
    ref: 'c10-math-poly-003',
    stem: tex`बहुपद $3x^2 + 5x - 2$ के शून्यकों का गुणनफल है`,
    options: lettered(tex`$-\frac{2}{3}$`, tex`$\frac{2}{3}$`, tex`$-\frac{5}{3}$`, tex`$\frac{5}{3}$`),
    explanation: tex`गुणनफल $= \frac{c}{a} = \frac{-2}{3}$। जाँच: $3x^2 + 5x - 2 = (3x - 1)(x + 2)$, शून्यक $\frac{1}{3}$ और $-2$, गुणनफल $-\frac{2}{3}$।`,
  },
  {
    ref: 'c10-math-poly-004',
    stem: 'वह द्विघात बहुपद, जिसके शून्यकों का योग $-3$ और गुणनफल $2$ है, होगा',
    options: lettered(tex`$x^2 + 3x + 2$`, tex`$x^2 - 3x + 2$`, tex`$x^2 + 2x - 3$`, tex`$x^2 - 2x + 3$`),
    explanation: tex`जिस द्विघात बहुपद के शून्यकों का योग $S$ और गुणनफल $P$ हो, वह $x^2 - Sx + P = x^2 - (-3)x + 2 = x^2 + 3x + 2$ है, जिसके शून्यक $-1$ और $-2$ हैं।`,
  },
  {
    ref: 'c10-math-poly-005',
    stem: tex`यदि $\alpha$ और $\beta$ बहुपद $x^2 - 5x + 6$ के शून्यक हैं, तो $\alpha^2 + \beta^2$ का मान ज्ञात कीजिए।`,
    explanation: tex`$\alpha + \beta = 5$ और $\alpha\beta = 6$, इसलिए $\alpha^2 + \beta^2 = (\alpha + \beta)^2 - 2\alpha\beta = 25 - 12 = 13$। (शून्यक $2$ और $3$ हैं: $4 + 9 = 13$।)`,
  },
  {
    ref: 'c10-math-poly-006',
    stem: tex`सत्य या असत्य: किसी द्विघात बहुपद $ax^2 + bx + c$ ($a \neq 0$) के अधिक से अधिक दो शून्यक हो सकते हैं।`,
    explanation: tex`सत्य। इसका आलेख एक परवलय है, जो $x$-अक्ष को अधिक से अधिक दो बिंदुओं पर काटता है; व्यापक रूप से घात $n$ के बहुपद के अधिक से अधिक $n$ शून्यक होते हैं।`,
  },
  {
    ref: 'c10-math-quad-001',
    stem: tex`द्विघात समीकरण $x^2 - 3x - 10 = 0$ के मूल हैं`,
    options: lettered('$5$ और $-2$', '$-5$ और $2$', '$5$ और $2$', '$-5$ और $-2$'),
    explanation: tex`$x^2 - 5x + 2x - 10 = (x - 5)(x + 2) = 0$, अतः $x = 5$ या $x = -2$। जाँच: मूलों का योग $3$ और गुणनफल $-10$ है।`,
  },
  {
    ref: 'c10-math-quad-002',
    stem: tex`समीकरण $2x^2 - 4x + 3 = 0$ के`,
    options: lettered('दो भिन्न वास्तविक मूल हैं', 'दो बराबर वास्तविक मूल हैं', 'कोई वास्तविक मूल नहीं है', 'ठीक एक वास्तविक मूल है'),
    explanation: tex`विविक्तकर $D = b^2 - 4ac = 16 - 24 = -8 < 0$, अतः समीकरण का कोई वास्तविक मूल नहीं है।`,
  },
  {
    ref: 'c10-math-quad-003',
    stem: tex`$k$ का वह शून्येतर मान ज्ञात कीजिए, जिसके लिए समीकरण $kx(x - 2) + 6 = 0$ के दो बराबर मूल हों।`,
    explanation: tex`$kx^2 - 2kx + 6 = 0$। बराबर मूलों के लिए $D = 0$: $4k^2 - 24k = 4k(k - 6) = 0$। $k = 0$ से द्विघात समीकरण नहीं बनता, अतः $k = 6$।`,
  },
  {
    ref: 'c10-math-quad-006',
    stem: 'सत्य या असत्य: प्रत्येक द्विघात समीकरण के ठीक दो भिन्न वास्तविक मूल होते हैं।',
    explanation: tex`असत्य। जब $D = 0$ हो, तो दोनों मूल बराबर होते हैं (उदाहरण: $x^2 - 2x + 1 = 0$), और जब $D < 0$ हो, तो कोई वास्तविक मूल नहीं होता (उदाहरण: $x^2 + 1 = 0$)।`,
  },
  {
    ref: 'c10-math-quad-007',
    stem: 'दो क्रमागत धनात्मक पूर्णांकों का गुणनफल $306$ है। छोटा पूर्णांक ज्ञात कीजिए।',
    explanation: tex`$x(x + 1) = 306$ से $x^2 + x - 306 = 0$, अर्थात् $(x + 18)(x - 17) = 0$। धनात्मक पूर्णांक $x = 17$ है (और $17 \times 18 = 306$)।`,
  },
];
