import type Stripe from "stripe";
import { z } from "zod";
import { AppError } from "../errors";

/**
 * The fields our handlers read from each handled Stripe event. The signature proves who sent
 * an event, not that it is whole: a signed event missing one of these is refused with 400 (and
 * logged by the route) instead of failing deep inside a transaction with a 500.
 */
const ref = z.union([z.string().min(1), z.object({ id: z.string().min(1) })]);
const nullableRef = ref.nullable().optional();

const invoice = z.object({
  id: z.string().min(1),
  customer: nullableRef,
  currency: z.string().min(1),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  period_start: z.number(),
  period_end: z.number(),
});

const OBJECT_SHAPES: Record<string, z.ZodType> = {
  "checkout.session.completed": z.object({ id: z.string().min(1), customer: nullableRef }),
  "customer.subscription.created": z.object({ id: z.string().min(1), customer: ref }),
  "customer.subscription.updated": z.object({ id: z.string().min(1), customer: ref }),
  "customer.subscription.deleted": z.object({ id: z.string().min(1), customer: ref }),
  "invoice.paid": invoice,
  "invoice.payment_failed": invoice,
};

const envelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().positive(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** Throws a 400 AppError naming the missing fields when a handled event is incomplete. */
export function assertEventShape(event: Stripe.Event): void {
  const outer = envelope.safeParse(event);
  const inner = outer.success ? OBJECT_SHAPES[event.type]?.safeParse(event.data.object) : undefined;
  const failed = !outer.success ? outer.error : inner && !inner.success ? inner.error : null;
  if (!failed) return;
  const fields = failed.issues.map((issue) => issue.path.join(".") || "(event)");
  throw new AppError("malformed_event", 400, "The Stripe event is missing required fields.", {
    fields: { event: fields },
  });
}
