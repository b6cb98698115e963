import { RichText, type MediaLinkLike } from '../../../components/question';

/** A question's text (Markdown with TeX) through the shared renderer. */
export function QuestionText({ text, images }: { text: string; images?: MediaLinkLike[] }) {
  return (
    <div data-testid="question-text">
      <RichText text={text} images={images} />
    </div>
  );
}
