export function PaperBuilderRoute() {
  return null;
}
