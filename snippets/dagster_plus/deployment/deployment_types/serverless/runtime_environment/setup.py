from setuptools import find_packages, setup

setup(
    name="sales_reports",
    packages=find_packages(exclude=["sales_reports_tests"]),
    # Serverless installs these into the deployed environment.
    install_requires=[
        "dagster",
        "dagster-cloud",
        "dagster-snowflake",
        "pandas",
    ],
    # Ship the CSV lookup tables that live in sales_reports/reference/.
    package_data={"sales_reports": ["reference/*.csv"]},
    extras_require={"dev": ["dagster-webserver", "pytest"]},
)
