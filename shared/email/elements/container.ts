import * as z from 'zod/mini';
import { baseShape, type Layout, type LayoutInput } from '../element-base';
import { TABLE, type ElementDef } from '../kit';
import { elementSchema, type EmailElement, type EmailElementInput } from './registry';

/** A group of elements sharing a background and padding (layout). Rendered for real, as nested rows. */
export interface ContainerElement {
  id: string;
  type: 'container';
  content?: string | undefined;
  layout?: Layout | undefined;
  properties: { elements: EmailElement[] };
}
export interface ContainerElementInput {
  id: string;
  type: 'container';
  content?: string | undefined;
  layout?: LayoutInput | undefined;
  properties?: { elements?: EmailElementInput[] | undefined } | undefined;
}

export const containerSchema: z.ZodMiniType<ContainerElement, ContainerElementInput> = z.object({
  ...baseShape('container'),
  properties: z._default(z.object({ elements: z._default(z.array(z.lazy(() => elementSchema)), []) }), {
    elements: [],
  }),
});

export const container: ElementDef<ContainerElement> = {
  pad: [0, 24, 0, 24],
  align: 'left',
  html: (el, ctx) =>
    '<table' +
    TABLE +
    ' width="100%">' +
    ctx.rows(el.properties.elements, { ...ctx, nested: true }) +
    '</table>',
  text: (el, children) => children(el.properties.elements),
};
