export { FlowExplorer, type FlowExplorerProps } from './FlowExplorer';
export { anyCallProblems, defineFlow, type Flow, type FlowProblem, type ServiceOutcomes } from './flow';
export { answer, expectContext, expectLogged, expectState, send, showsEveryStateAndEvent } from './steps';
