// /api/webhooks/payments: the payment provider's calls. The body arrives as the raw text it was
// signed as (json-body.ts keeps webhook bodies unparsed), and the core checks the signature.
import { ok } from "#shared/answer";
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { receivePaymentWebhookOnce } from "#core/subscriptions/payment-webhook";
import { requestMeta } from "../request-meta";
import { writer } from "../group-commit";
import { named, routeDoc } from "../openapi/route-doc";
import { paymentEventSchema } from "#shared/schemas/subscriptions";

export const paymentWebhookRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia({ prefix: "/webhooks" }).post(
    "/payments",
    ({ body, request, server }) =>
      write(() =>
        ok(
          receivePaymentWebhookOnce(
            ctx,
            requestMeta(request, server, ctx.config),
            typeof body === "string" ? body : "",
            request.headers.get("stripe-signature"),
          ),
        ),
      ),
    {
      ...routeDoc({
        tag: "Webhooks",
        auth: "webhook-signature",
        summary: "The payment provider's event (Stripe's format)",
        description:
          "The raw JSON body is checked against the Stripe-Signature header with AAN_PAYMENT_WEBHOOK_SECRET; without that setting the endpoint answers 404. An event id seen before changes nothing (`duplicate: true`).",
        body: named("PaymentProviderEvent", paymentEventSchema),
        answer: "WebhookReceived",
        errors: [404],
      }),
    },
  );
};
