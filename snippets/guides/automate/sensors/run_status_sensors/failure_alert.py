import json
import urllib.request

import dagster as dg


class ChatWebhook(dg.ConfigurableResource):
    """Posts plain-text messages to a chat tool's incoming webhook."""

    url: str

    def post(self, text: str) -> None:
        request = urllib.request.Request(
            self.url,
            data=json.dumps({"text": text}).encode(),
            headers={"Content-Type": "application/json"},
        )
        urllib.request.urlopen(request, timeout=10)


@dg.run_failure_sensor(default_status=dg.DefaultSensorStatus.RUNNING)
def alert_on_failure(context: dg.RunFailureSensorContext, chat: ChatWebhook):
    run = context.dagster_run
    failed_steps = [event.step_key for event in context.get_step_failure_events()]
    chat.post(
        f"Run {run.run_id} of {run.job_name} failed "
        f"(steps: {', '.join(failed_steps) or 'none'}): {context.failure_event.message}"
    )


defs = dg.Definitions(
    sensors=[alert_on_failure],
    resources={"chat": ChatWebhook(url=dg.EnvVar("CHAT_WEBHOOK_URL"))},
)
