import * as z from 'zod';

/** The dependencies GET /api/health checks, in the order it reports them. */
export const healthServiceNames = ['table', 'bucket', 'mail', 'userpool'] as const;
export type HealthServiceName = (typeof healthServiceNames)[number];

const serviceStates = z.record(z.enum(healthServiceNames), z.enum(['up', 'down']));

/** 200: everything answers. */
export const healthOkSchema = z.object({
  status: z.literal('ok'),
  services: serviceStates,
});

/** 503: at least one dependency did not answer in time; `message` names it ("table is down"). */
export const healthDegradedSchema = z.object({
  status: z.literal('degraded'),
  down: z.array(z.enum(healthServiceNames)).min(1),
  message: z.string(),
  services: serviceStates,
});

export const healthResponseSchema = z.union([healthOkSchema, healthDegradedSchema]);
export type HealthResponse = z.infer<typeof healthResponseSchema>;
