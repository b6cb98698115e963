import katex from 'katex';
import 'katex/dist/katex.min.css';
import { Fragment, useMemo, type ReactNode } from 'react';
import classes from './question.module.css';
import { parseRichText, type Span } from './rich-text';

export interface MediaLinkLike {
  key: string;
  url: string;
}

export interface RichTextProps {
  text: string;
  /** The question's figures, to place those the text names by key. */
  images?: MediaLinkLike[];
  /** Render inline (an option, a label): no paragraph blocks. */
  inline?: boolean;
}

/** TeX to HTML; a mistake in the TeX shows the source in red rather than failing the screen. */
function renderTex(tex: string, display: boolean): string {
  return katex.renderToString(tex, {
    displayMode: display,
    throwOnError: false,
    output: 'htmlAndMathml',
    trust: false,
    maxSize: 50,
    maxExpand: 500,
    strict: 'ignore',
  });
}

function MathSpan({ tex, display }: { tex: string; display: boolean }) {
  const html = useMemo(() => renderTex(tex, display), [tex, display]);
  // Math reads left to right even inside right-to-left text (Arabic, Urdu).
  const Tag = display ? 'div' : 'span';
  return (
    <Tag
      dir="ltr"
      className={display ? classes.mathDisplay : classes.math}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function renderSpan(span: Span, index: number, images: MediaLinkLike[]): ReactNode {
  if (span.kind === 'math') return <MathSpan key={index} tex={span.tex} display={span.display} />;
  if (span.kind === 'image') {
    const link = images.find((image) => image.key === span.key);
    if (!link) return null;
    return <img key={index} className={classes.figure} src={link.url} alt={span.alt} loading="lazy" />;
  }
  const lines = span.text.split('\n');
  let node: ReactNode = lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
  if (span.code) node = <code>{node}</code>;
  if (span.italic) node = <em>{node}</em>;
  if (span.bold) node = <strong>{node}</strong>;
  return <Fragment key={index}>{node}</Fragment>;
}

/** A question's text: paragraphs, lists, emphasis, TeX by KaTeX and figures by media key. */
export function RichText({ text, images = [], inline = false }: RichTextProps) {
  const blocks = useMemo(() => parseRichText(text), [text]);
  if (inline) {
    const spans = blocks.flatMap((block) => (block.kind === 'paragraph' ? block.spans : block.items.flat()));
    return <span className={classes.richText}>{spans.map((span, i) => renderSpan(span, i, images))}</span>;
  }
  return (
    <div className={classes.richText}>
      {blocks.map((block, i) => {
        if (block.kind === 'paragraph')
          return <p key={i}>{block.spans.map((span, j) => renderSpan(span, j, images))}</p>;
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item.map((span, k) => renderSpan(span, k, images))}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
