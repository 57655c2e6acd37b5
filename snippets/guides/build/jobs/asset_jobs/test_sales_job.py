from my_project.sales import defs


def test_sales_job():
    result = defs.get_job_def("sales_job").execute_in_process()
    assert result.success
    assert result.output_for_node("revenue") == 59.5
