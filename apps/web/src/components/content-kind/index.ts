export { CONTENT_KINDS, contentKind, contentKindLabelKey, type ContentKind } from './content-kind';
/** Icons: import './content-kind-icons' directly where they are drawn (they stay out of other screens' code). */
export { useDurationText } from './duration-text.hook';
