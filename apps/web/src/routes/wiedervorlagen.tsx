// Lazy route module: wiedervorlagen (the case workers' follow-ups).
export { WiedervorlagenPage as Component } from '../modules/wiedervorlage/components/WiedervorlagenPage';
