import dagster as dg


def parse_ticket_export(lines: list[str]) -> list[dict[str, str]]:
    # Helper code without a context can still log to the run.
    logger = dg.get_dagster_logger()
    rows = []
    for number, line in enumerate(lines, start=1):
        fields = line.split(",")
        if len(fields) != 3:
            logger.warning(f"Skipping malformed line {number}")
            continue
        rows.append({"id": fields[0], "status": fields[1], "agent": fields[2]})
    logger.info(f"Parsed {len(rows)} tickets")
    return rows


@dg.asset
def ticket_rows() -> list[dict[str, str]]:
    return parse_ticket_export(["1,open,ana", "2,closed", "3,open,li"])


defs = dg.Definitions(assets=[ticket_rows])
