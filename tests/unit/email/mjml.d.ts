// mjml ships no types and @types/mjml is not installed; the little the tests and the bench use.
declare module 'mjml' {
  interface MjmlResult {
    html: string;
    errors: { line: number; message: string; tagName: string; formattedMessage: string }[];
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    minify?: boolean;
    beautify?: boolean;
  }
  export default function mjml2html(mjml: string, options?: MjmlOptions): Promise<MjmlResult>;
}
