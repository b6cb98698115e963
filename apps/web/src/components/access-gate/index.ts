export { AccessPrompt, PACKAGE_PATH, SUBSCRIPTION_PATH, type AccessPromptProps } from './access-prompt.component';
export { accessDecisionQueryOptions, accessKeys, fetchAccessDecision, type AccessTarget } from './access-gate.api';
export { useAccessDecision } from './use-access-decision.hook';
