import dagster as dg
from dagster_twilio import TwilioResource

# [start:resource]
@dg.asset
def low_stock_alert(twilio: TwilioResource) -> None:
    client = twilio.create_client()
    client.messages.create(
        body="Warehouse 3: umbrellas are below the reorder point.",
        from_="+15005550006",
        to="+15558675310",
    )


defs = dg.Definitions(
    assets=[low_stock_alert],
    resources={
        "twilio": TwilioResource(
            account_sid=dg.EnvVar("TWILIO_ACCOUNT_SID"),
            auth_token=dg.EnvVar("TWILIO_AUTH_TOKEN"),
        )
    },
)
# [end:resource]
