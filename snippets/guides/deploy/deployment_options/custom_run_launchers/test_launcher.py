import dagster as dg


def test_instance_loads_batch_launcher():
    launcher_config = {
        "module": "batch_launcher.launcher",
        "class": "BatchRunLauncher",
        "config": {
            "job_queue": "test-queue",
            "job_definition": "test-run:1",
            "region_name": "us-east-1",
        },
    }
    # An ephemeral instance with the launcher, separate from your real deployment.
    with dg.instance_for_test(overrides={"run_launcher": launcher_config}) as instance:
        assert type(instance.run_launcher).__name__ == "BatchRunLauncher"
