export const access = {
  noContent: 'No such content.',
  noPaper: 'No such paper.',
  outsideCatalogue: '{{field}} is required for content outside the catalogue.',
  outsideCatalogueField: 'is required for content outside the catalogue',
  paperWithoutClass: '{{field}} is required for a paper without a class.',
  paperWithoutClassField: 'is required for a paper without a class',
  placeOfKind: '{{field}} is required for {{kind}}.',
  placeOfKindField: 'is required for {{kind}}',
} as const;
