import dagster as dg

# [start:instance_for_test]
POSTGRES_STORAGE = {
    "storage": {
        "postgres": {
            "postgres_db": {
                "hostname": "localhost",
                "username": "dagster",
                "password": {"env": "DAGSTER_PG_PASSWORD"},
                "db_name": "dagster_test",
                "port": 5432,
            }
        }
    }
}


def test_runs_are_stored_in_postgres():
    # The instance keeps runs, event logs and schedules in Postgres, as in production.
    with dg.instance_for_test(overrides=POSTGRES_STORAGE) as instance:
        assert instance.get_runs() == []
# [end:instance_for_test]
