// Health, metrics, the payment webhook and the documentation itself.
import { z } from "zod";
import { paymentEventSchema } from "#shared/schemas/subscriptions";
import { named, type RouteDocs } from "../route-doc";

export const PLATFORM_DOCS: RouteDocs = {
  "GET /api/health": {
    tag: "Health",
    auth: "public",
    summary: "Liveness: answers once the database has answered a query",
    answer: "Health",
  },
  "GET /metrics": {
    tag: "System",
    auth: "metrics-token",
    summary: "Prometheus metrics (text format)",
    description: "Served only when AAN_METRICS_TOKEN is set; the scrape brings that token as a bearer token.",
    answer: {
      contentType: "text/plain; version=0.0.4",
      description: "Requests by route and status, latency, sign-in failures, throttle refusals, database size, backup age",
    },
    servedWhen: "AAN_METRICS_TOKEN is set",
  },
  "POST /api/webhooks/payments": {
    tag: "Webhooks",
    auth: "webhook-signature",
    summary: "The payment provider's event (Stripe's format)",
    description:
      "The raw JSON body is checked against the Stripe-Signature header with AAN_PAYMENT_WEBHOOK_SECRET; without that setting the endpoint answers 404. An event id seen before changes nothing (`duplicate: true`).",
    body: named("PaymentProviderEvent", paymentEventSchema),
    answer: "WebhookReceived",
    errors: [404],
  },
  "GET /api/openapi.json": {
    tag: "Documentation",
    auth: "public",
    summary: "This OpenAPI document",
    answer: { contentType: "application/json", description: "An OpenAPI 3.1 document, made from the app's routes and the shared schemas" },
  },
  "GET /api/docs": {
    tag: "Documentation",
    auth: "public",
    summary: "This document as a page to read (Swagger UI)",
    answer: { contentType: "text/html", description: "The page" },
  },
  "GET /api/docs/{file}": {
    tag: "Documentation",
    auth: "public",
    summary: "A script or style sheet of the documentation page",
    params: { file: z.string().meta({ description: "One of the files the page names" }) },
    answer: { contentType: "application/octet-stream", format: "binary", description: "The file, with its own content type" },
    errors: [404],
  },
};
