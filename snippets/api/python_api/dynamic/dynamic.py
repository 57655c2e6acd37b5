import dagster as dg


# [start:dynamic_out]
@dg.op(out=dg.DynamicOut(str))
def list_report_files():
    for file_name in ["north.csv", "south.csv", "east.csv"]:
        # The mapping key names each copy of the downstream step; use letters, digits and _.
        yield dg.DynamicOutput(file_name, mapping_key=file_name.replace(".", "_"))


@dg.op
def count_rows(file_name: str) -> int:
    return len(file_name)  # stands in for reading the file


@dg.op
def total_rows(counts: list[int]) -> int:
    return sum(counts)


@dg.job
def regional_reports():
    counts = list_report_files().map(count_rows)
    total_rows(counts.collect())
# [end:dynamic_out]
