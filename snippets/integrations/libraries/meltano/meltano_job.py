from pathlib import Path

import dagster as dg
from dagster_meltano import meltano_resource, meltano_run_op

MELTANO_PROJECT_DIR = str(Path(__file__).parent.parent.parent.parent / "meltano")

# Each call builds an op that runs `meltano run <blocks>` in the project.
load_tickets = meltano_run_op("tap-zendesk target-postgres")
load_conversations = meltano_run_op("tap-intercom target-postgres")


@dg.job(
    resource_defs={
        "meltano": meltano_resource.configured({"project_dir": MELTANO_PROJECT_DIR})
    }
)
def load_support_data():
    # Intercom conversations link to Zendesk tickets, so tickets load first.
    tickets_loaded = load_tickets()
    load_conversations(after=tickets_loaded)


every_morning = dg.ScheduleDefinition(job=load_support_data, cron_schedule="30 4 * * *")

defs = dg.Definitions(jobs=[load_support_data], schedules=[every_morning])
