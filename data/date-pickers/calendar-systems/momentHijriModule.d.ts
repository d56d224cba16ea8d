// moment-hijri ships no type declarations and there is no @types package for it: this makes
// `import moment from 'moment-hijri'` compile (its exports are typed `any`).
declare module 'moment-hijri';
