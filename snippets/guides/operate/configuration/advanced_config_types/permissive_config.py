import dagster as dg


class WebhookConfig(dg.PermissiveConfig):
    url: str


@dg.asset
def order_webhook(context: dg.AssetExecutionContext, config: WebhookConfig) -> None:
    # Fields that are not declared on the class are accepted and kept.
    extra_headers = {k: v for k, v in config.dict().items() if k != "url"}
    context.log.info(f"Posting to {config.url} with extra settings {sorted(extra_headers)}")


defs = dg.Definitions(assets=[order_webhook])
