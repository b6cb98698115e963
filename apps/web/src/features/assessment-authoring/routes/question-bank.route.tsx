export function QuestionBankRoute() {
  return null;
}
