import { GATE_EXPLANATIONS } from '@esc/domain';

export const access = {
  noContent: 'No such content.',
  noPaper: 'No such paper.',
  outsideCatalogue: '{{field}} is required for content outside the catalogue.',
  outsideCatalogueField: 'is required for content outside the catalogue',
  paperWithoutClass: '{{field}} is required for a paper without a class.',
  paperWithoutClassField: 'is required for a paper without a class',
  placeOfKind: '{{field}} is required for {{kind}}.',
  placeOfKindField: 'is required for {{kind}}',
  freeItemsLeftShort: '{{left}} of {{limit}} free items left.',
  /** The access gate's explanations (packages/domain's English, one sentence per case). */
  gate: GATE_EXPLANATIONS,
} as const;
