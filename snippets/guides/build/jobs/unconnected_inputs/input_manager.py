import csv

import dagster as dg


@dg.input_manager(input_config_schema={"path": str})
def csv_rows_loader(context: dg.InputContext) -> list:
    with open(context.config["path"], newline="") as csv_file:
        return list(csv.DictReader(csv_file))


@dg.op(ins={"rows": dg.In(input_manager_key="csv_rows")})
def count_rows(context: dg.OpExecutionContext, rows: list) -> int:
    context.log.info(f"Loaded {len(rows)} rows")
    return len(rows)


@dg.job(resource_defs={"csv_rows": csv_rows_loader})
def count_rows_job():
    count_rows()


defs = dg.Definitions(jobs=[count_rows_job])


if __name__ == "__main__":
    count_rows_job.execute_in_process(
        run_config={
            "ops": {"count_rows": {"inputs": {"rows": {"path": "data/orders.csv"}}}}
        }
    )
