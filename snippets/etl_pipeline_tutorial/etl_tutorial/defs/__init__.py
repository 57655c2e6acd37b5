"""The tutorial's Dagster objects, one module per kind: assets, schedules, sensors, resources."""
