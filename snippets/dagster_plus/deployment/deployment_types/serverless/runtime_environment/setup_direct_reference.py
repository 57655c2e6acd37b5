from setuptools import find_packages, setup

setup(
    name="sales_reports",
    packages=find_packages(exclude=["sales_reports_tests"]),
    install_requires=[
        "dagster",
        "dagster-cloud",
        # Not on PyPI: installed from an archive URL (PEP 508 direct reference).
        "label-tools @ https://downloads.example.com/label-tools/label_tools-2.4.0.tar.gz",
    ],
)
