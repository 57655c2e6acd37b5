import subprocess
from pathlib import Path

import dagster as dg

MELTANO_PROJECT_DIR = Path(__file__).parent.parent.parent.parent / "meltano"


@dg.asset(key=["support", "raw_tickets"], kinds={"meltano", "postgres"})
def raw_tickets(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    """Zendesk tickets loaded into Postgres by Meltano."""
    completed = subprocess.run(
        ["meltano", "run", "tap-zendesk", "target-postgres"],
        cwd=MELTANO_PROJECT_DIR,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    context.log.info(completed.stdout)
    if completed.returncode != 0:
        raise dg.Failure(
            description="meltano run failed",
            metadata={"exit_code": completed.returncode},
        )
    return dg.MaterializeResult(metadata={"meltano_blocks": "tap-zendesk target-postgres"})


@dg.asset(deps=[raw_tickets], kinds={"sql"})
def ticket_response_times() -> None:
    """Hours to first response per ticket, computed in the warehouse."""


defs = dg.Definitions(assets=[raw_tickets, ticket_response_times])
