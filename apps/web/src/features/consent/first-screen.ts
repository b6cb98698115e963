// What the app's frame uses of this feature on the first screen: the gate in front of the student
// dashboard (the waiting screen itself loads only for a child who waits).
export { ConsentGate } from './components/consent-gate.component';
