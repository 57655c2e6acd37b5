from typing import Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import dagster as dg
from anthropic import Anthropic
from dagster_anthropic import AnthropicResource
from pydantic import BaseModel, Field, ValidationError, field_validator

CLAUDE_MODEL = "claude-3-5-haiku-20241022"

# [start:instructions]
TRIP_INSTRUCTIONS = """You turn a driver's request into search parameters for a fuel station finder.

Return these fields:
- found: true if you can place the location the driver describes, otherwise false.
- latitude, longitude: decimal degrees of that location, or 0 when found is false.
- fuel_type: "ELEC" for an electric vehicle, "BD" for biodiesel, "E85" for flex fuel,
  "CNG" for natural gas, "LPG" for propane, "HY" for hydrogen, and "all" when the
  request does not say or the vehicle runs on regular gasoline or diesel.
- timezone: the IANA time zone name of the location, such as "America/Denver".

Answer with one JSON object and no other text.

<example>
<request>Filling up the camper van outside Union Station in Denver</request>
{"found": true, "latitude": 39.7527, "longitude": -105.0001, "fuel_type": "all", "timezone": "America/Denver"}
</example>"""
# [end:instructions]


# [start:schema]
class TripContext(BaseModel):
    """What the rest of the pipeline needs to know about the driver's request."""

    found: bool
    latitude: float = Field(ge=-90, le=90)
    longitude: float = Field(ge=-180, le=180)
    fuel_type: Literal["ELEC", "BD", "E85", "CNG", "LPG", "HY", "all"]
    timezone: str

    @field_validator("timezone")
    @classmethod
    def must_be_a_known_time_zone(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(f"{value!r} is not an IANA time zone name")
        return value
# [end:schema]


# [start:ask]
def ask_for_json(client: Anthropic, instructions: str, user_content: str, max_tokens: int = 300) -> str:
    """Sends one request and returns Claude's answer as a JSON string."""
    response = client.messages.create(
        model=CLAUDE_MODEL,
        max_tokens=max_tokens,
        system=instructions,
        messages=[
            {"role": "user", "content": user_content},
            # Starting Claude's turn with "{" makes it continue a JSON object.
            {"role": "assistant", "content": "{"},
        ],
    )
    answer = "{" + response.content[0].text
    return answer[: answer.rfind("}") + 1]
# [end:ask]


# [start:asset]
class TripRequest(dg.Config):
    request: str


@dg.asset(kinds={"anthropic"})
def trip_context(
    context: dg.AssetExecutionContext, config: TripRequest, anthropic: AnthropicResource
) -> TripContext:
    """Location, fuel type and time zone extracted from the driver's request by Claude."""
    with anthropic.get_client(context) as client:
        answer = ask_for_json(client, TRIP_INSTRUCTIONS, f"<request>{config.request}</request>")

    try:
        trip = TripContext.model_validate_json(answer)
    except ValidationError as error:
        raise dg.Failure(
            description="Claude's answer does not match the TripContext schema",
            metadata={"answer": answer, "errors": str(error)},
        )
    if not trip.found:
        raise dg.Failure(description=f"Could not find a location in: {config.request!r}")

    context.add_output_metadata(
        {
            "latitude": trip.latitude,
            "longitude": trip.longitude,
            "fuel_type": trip.fuel_type,
            "timezone": trip.timezone,
        }
    )
    return trip
# [end:asset]
