// The part of pdfmake 0.3 (server build, a CommonJS singleton) the documents use; the package
// ships no types. Document definitions are plain objects (pdfmake.github.io/docs/0.3).
declare module 'pdfmake' {
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    virtualfs: { writeFileSync(name: string, content: Buffer): void };
    setFonts(
      fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>,
    ): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(definition: object): OutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}

// pdfmake's pdfkit document (CommonJS compiled from ES modules: `exports.default` is the class).
// render.ts wraps its `provideFont`, where every font pdfmake measures and draws with comes from.
declare module 'pdfmake/js/PDFDocument.js' {
  interface PdfMakeDocumentClass {
    prototype: { provideFont(family: string, bold: boolean, italics: boolean): unknown };
  }
  const exported: PdfMakeDocumentClass | { default: PdfMakeDocumentClass };
  export default exported;
}
