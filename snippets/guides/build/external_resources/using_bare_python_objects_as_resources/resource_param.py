import dagster as dg
import requests

# Plain objects built when the code location loads.
http_session = requests.Session()
http_session.headers["User-Agent"] = "acme-data-pipelines"


@dg.asset
def status_page(
    session: dg.ResourceParam[requests.Session],
    status_url: dg.ResourceParam[str],
) -> dict:
    response = session.get(status_url, timeout=10)
    response.raise_for_status()
    return response.json()


defs = dg.Definitions(
    assets=[status_page],
    resources={
        "session": http_session,
        "status_url": "https://www.githubstatus.com/api/v2/status.json",
    },
)
