from pathlib import Path

from dagster_pipes import open_dagster_pipes


def render_month(month: str, out_dir: Path) -> int:
    """Stands in for the real rendering code; returns the number of PDFs written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    return 0


def main() -> None:
    # Reads the context that PipesK8sClient put in the pod's environment and
    # writes messages to stdout, where the client picks them up from the pod logs.
    with open_dagster_pipes() as pipes:
        month = pipes.get_extra("invoice_month")
        pipes.log.info(f"Rendering invoices for {month}")
        count = render_month(month, Path("/data/invoices") / month)
        pipes.report_asset_materialization(
            metadata={"invoice_month": month, "pdf_count": count}
        )


if __name__ == "__main__":
    main()
