import dagster as dg

FILE_SIZES_MB = {"logs_a": 12, "logs_b": 840, "logs_c": 35, "logs_d": 1200}


@dg.op(out={"small": dg.DynamicOut(), "large": dg.DynamicOut()})
def sort_files_by_size():
    for name, size in FILE_SIZES_MB.items():
        output_name = "small" if size < 100 else "large"
        yield dg.DynamicOutput(name, mapping_key=name, output_name=output_name)


@dg.op
def compress_in_memory(name: str) -> str:
    return f"{name}.gz"


@dg.op
def compress_on_disk(name: str) -> str:
    return f"{name}.gz"


@dg.op
def list_archives(context: dg.OpExecutionContext, archives: list) -> None:
    context.log.info(f"Archives: {sorted(archives)}")


@dg.job
def compression_job():
    small, large = sort_files_by_size()
    list_archives.alias("list_small_archives")(small.map(compress_in_memory).collect())
    list_archives.alias("list_large_archives")(large.map(compress_on_disk).collect())


defs = dg.Definitions(jobs=[compression_job])
