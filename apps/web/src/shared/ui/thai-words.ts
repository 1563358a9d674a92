// Thai has no spaces between words; Chromium finds where a line may break with ICU's dictionary.
// Words the dictionary does not know — mostly loanwords (เบรก|เกอร์, โซ|ลาร์) — and a few it
// misreads next to their neighbours (ดูรา|คา, ต่อตา|ราง) get cut in the middle at a line end. CSS
// cannot help: word-break: keep-all, line-break and word-break: auto-phrase leave Thai alone
// (decision 013). So the words of our catalogue and screens that ICU cuts are kept whole here;
// a word added to the catalogue that wraps badly is added to this list. Also the compounds a
// reader takes for one word that ICU splits at an inner word boundary (ตรง|ข้าม,
// เครื่อง|ปรับอากาศ), where the screens show them (decision 033).

export const UNBREAKABLE_THAI_WORDS: readonly string[] = [
  'กราวด์',
  'คอนโด',
  'ซิงก์',
  'ตรงข้าม',
  'ตาราง',
  'ที่สุด',
  'บ็อกซ์',
  'พาร์ทเนอร์',
  'ยูเนี่ยน',
  'ราคา',
  'ลามิเนต',
  'วาล์ว',
  'สติกเกอร์',
  'สแตนเลส',
  'อินเวอร์เตอร์',
  'เครื่องกรองน้ำ',
  'เครื่องทำน้ำอุ่น',
  'เครื่องปรับอากาศ',
  'เช็ก',
  'เซรามิก',
  'เซเว่น',
  'เบรกเกอร์',
  'โซลาร์',
  'โอริง',
  'ไวนิล',
];

// Longest first, so a longer word wins over a shorter one at the same place.
const pattern = new RegExp(
  [...UNBREAKABLE_THAI_WORDS].sort((a, b) => b.length - a.length).join('|'),
  'g',
);

export interface TextPart {
  text: string;
  /** Must not be broken across lines. */
  keep: boolean;
}

/** The text in order, with the words that must stay whole as parts of their own. */
export function splitKeepingWords(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), keep: false });
    parts.push({ text: match[0], keep: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), keep: false });
  return parts;
}

export const KEEP_WORD_CLASS = 'text-nowrap';

/** The same for HTML: wraps those words in the text nodes under `root` in a no-wrap span. */
export function keepThaiWordsWhole(root: Node): void {
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const node of texts) {
    const parts = splitKeepingWords(node.data);
    if (!parts.some((part) => part.keep)) continue;
    node.replaceWith(
      ...parts.map((part) => {
        if (!part.keep) return part.text;
        const span = document.createElement('span');
        span.className = KEEP_WORD_CLASS;
        span.textContent = part.text;
        return span;
      }),
    );
  }
}
