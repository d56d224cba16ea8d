// Moment.js ships its locale files without type declarations. The demos of this page import
// them for their side effect only, but the live editor's generated scope imports every module
// a demo names (`import * as m from 'moment/locale/de'`), which needs a declaration to compile.
declare module 'moment/locale/*';
