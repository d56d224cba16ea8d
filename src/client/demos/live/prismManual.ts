// Prism highlights every `code[class*=language-]` on the page as soon as it loads, unless told
// not to before it is evaluated. Our code blocks are highlighted at build time; the editor only
// wants Prism's tokenizer. Imported before 'prismjs' so it runs first.
(globalThis as { Prism?: { manual: boolean } }).Prism = { manual: true };
export {};
