import dagster as dg


@dg.op
def normalize(email: str) -> str:
    return email.strip().lower()


@dg.op
def domain_of(email: str) -> str:
    return email.split("@")[1]


@dg.graph
def email_domain(email):
    return domain_of(normalize(email))


# The job supplies a value for the graph's `email` input.
email_domain_job = email_domain.to_job(input_values={"email": "  Ada@Example.com "})

defs = dg.Definitions(jobs=[email_domain_job])


if __name__ == "__main__":
    # A value passed here replaces the one baked into the job.
    result = email_domain_job.execute_in_process(input_values={"email": "bo@test.org"})
    print(result.output_value())
