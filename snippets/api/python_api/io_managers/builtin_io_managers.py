import dagster as dg


@dg.asset
def raw_signups() -> list[str]:
    return ["ana@example.com", "li@example.com"]


@dg.asset
def signup_count(raw_signups: list[str]) -> int:
    return len(raw_signups)


# [start:filesystem]
defs = dg.Definitions(
    assets=[raw_signups, signup_count],
    # Each asset is pickled to <base_dir>/<asset key path>.
    resources={"io_manager": dg.FilesystemIOManager(base_dir="/var/dagster/storage")},
)
# [end:filesystem]


# [start:in_memory]
def test_signup_count():
    # Values stay in the process; nothing is written to disk.
    result = dg.materialize(
        [raw_signups, signup_count],
        resources={"io_manager": dg.InMemoryIOManager()},
    )
    assert result.output_for_node("signup_count") == 2
# [end:in_memory]


# [start:legacy]
@dg.op
def extract_signups() -> list[str]:
    return ["ana@example.com"]


@dg.op
def count_signups(signups: list[str]) -> int:
    return len(signups)


@dg.job(
    resource_defs={"io_manager": dg.fs_io_manager.configured({"base_dir": "/tmp/signups"})}
)
def signups_job():
    count_signups(extract_signups())


@dg.job(resource_defs={"io_manager": dg.mem_io_manager})
def signups_in_memory_job():
    count_signups(extract_signups())
# [end:legacy]
