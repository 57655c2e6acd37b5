import dagster as dg
from dagster_twilio import TwilioResource

ON_CALL_MANAGER = "+15555550142"
TWILIO_NUMBER = "+15555550100"
MAX_TEMP_C = -15.0


@dg.asset
def freezer_temperatures() -> dict[str, float]:
    """Latest reading of each store's freezer, in degrees Celsius."""
    return {"store-012": -19.5, "store-027": -11.0}


@dg.asset
def warm_freezer_texts(
    freezer_temperatures: dict[str, float], twilio: TwilioResource
) -> dg.MaterializeResult:
    """Texts the on-call store manager about every freezer that is too warm."""
    warm = {store: t for store, t in freezer_temperatures.items() if t > MAX_TEMP_C}
    client = twilio.create_client()
    message_ids = []
    for store, temperature in warm.items():
        message = client.messages.create(
            to=ON_CALL_MANAGER,
            from_=TWILIO_NUMBER,
            body=f"{store}: freezer at {temperature} C, check it within 30 minutes.",
        )
        message_ids.append(message.sid)
    return dg.MaterializeResult(
        metadata={"texts_sent": len(message_ids), "message_sids": message_ids}
    )


defs = dg.Definitions(
    assets=[freezer_temperatures, warm_freezer_texts],
    resources={
        "twilio": TwilioResource(
            account_sid=dg.EnvVar("TWILIO_ACCOUNT_SID"),
            auth_token=dg.EnvVar("TWILIO_AUTH_TOKEN"),
        )
    },
)
