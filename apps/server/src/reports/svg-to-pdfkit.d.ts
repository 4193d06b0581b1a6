// svg-to-pdfkit 0.1.8 ships no types: the one call the report makes.
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    assumePt?: boolean;
    /** The registered pdfkit font for an SVG font-family. */
    fontCallback?: (
      family: string,
      bold: boolean,
      italic: boolean,
      options: { fauxItalic: boolean; fauxBold: boolean },
    ) => string;
    warningCallback?: (message: string) => void;
  }
  function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: SvgToPdfOptions,
  ): void;
  export default SVGtoPDF;
}
