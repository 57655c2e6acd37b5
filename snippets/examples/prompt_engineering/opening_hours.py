from datetime import datetime
import re
from typing import Literal, Optional
from zoneinfo import ZoneInfo

import dagster as dg
from dagster_anthropic import AnthropicResource
from pydantic import BaseModel, Field, ValidationError

from station_finder.trip import TripContext, ask_for_json

# [start:instructions]
HOURS_INSTRUCTIONS = """You read the opening hours of fuel stations. Station owners write them
as free text, such as "7am-9pm M-F, 8am-6pm Sat-Sun" or "Dealership business hours".

Given the hours and the current local date and time, decide whether the station is open now.
Return one JSON object with no other text, with these fields:
- open_now: true or false.
- closes_at: today's closing time as "HH:MM" in 24-hour time, or null if it is closed
  or never closes.
- confidence: "high" when the hours state the answer, "low" when you had to guess,
  for example with "business hours" or "call ahead"."""
# [end:instructions]


# [start:schema]
class OpeningStatus(BaseModel):
    open_now: bool
    closes_at: Optional[str] = Field(default=None, pattern=r"^([01]\d|2[0-3]):[0-5]\d$")
    confidence: Literal["high", "low"]


ALWAYS_OPEN = re.compile(r"\b24 hours daily\b", re.IGNORECASE)
# [end:schema]


# [start:asset]
@dg.asset(kinds={"anthropic"})
def open_stations(
    context: dg.AssetExecutionContext,
    anthropic: AnthropicResource,
    trip_context: TripContext,
    nearby_stations: list[dict],
) -> list[dict]:
    """Nearby stations that are open right now, in the station's local time."""
    now = datetime.now(ZoneInfo(trip_context.timezone))
    local_time = now.strftime("%A %Y-%m-%d %H:%M")
    open_now = []

    with anthropic.get_client(context) as client:
        for station in nearby_stations:
            if ALWAYS_OPEN.search(station["hours"]):
                # No need to ask a model about the most common answer.
                status = OpeningStatus(open_now=True, closes_at=None, confidence="high")
            else:
                answer = ask_for_json(
                    client,
                    HOURS_INSTRUCTIONS,
                    f"<hours>{station['hours']}</hours>\n<local_time>{local_time}</local_time>",
                    max_tokens=100,
                )
                try:
                    status = OpeningStatus.model_validate_json(answer)
                except ValidationError:
                    context.log.warning(f"Skipping {station['name']}: unusable answer {answer!r}")
                    continue
            if status.open_now:
                open_now.append({**station, "closes_at": status.closes_at, "confidence": status.confidence})

    for station in open_now:
        closing = f", closes at {station['closes_at']}" if station["closes_at"] else ""
        context.log.info(f"{station['name']} ({station['distance_miles']} mi) is open{closing}")

    context.add_output_metadata({"checked_at": local_time, "open_stations": len(open_now)})
    return open_now
# [end:asset]
