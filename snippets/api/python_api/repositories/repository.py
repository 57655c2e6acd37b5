import dagster as dg


@dg.asset
def stations() -> list[str]:
    return ["LIS", "OPO"]


@dg.op
def send_digest() -> None: ...


@dg.job
def digest_job():
    send_digest()


# [start:repository]
@dg.repository(description="Weather station assets and the daily digest.")
def weather_repository():
    return [
        stations,
        digest_job,
        dg.ScheduleDefinition(job=digest_job, cron_schedule="0 8 * * *"),
    ]
# [end:repository]


# [start:repository_definition]
def test_repository_contents():
    # The decorator returns a RepositoryDefinition.
    assert weather_repository.has_job("digest_job")
    assert weather_repository.get_job("digest_job").name == "digest_job"
    assert [schedule.name for schedule in weather_repository.schedule_defs] == ["digest_job_schedule"]
# [end:repository_definition]
