import dagster as dg


# [start:usable_as_dagster_type]
@dg.usable_as_dagster_type(description="A customer record from the CRM export.")
class Customer:
    def __init__(self, customer_id: int, email: str):
        self.customer_id = customer_id
        self.email = email


@dg.op
def load_customer() -> Customer:
    # The annotation now resolves to the "Customer" Dagster type.
    return Customer(42, "ana@example.com")
# [end:usable_as_dagster_type]


# [start:make_usable]
class Invoice:
    def __init__(self, number: str, amount: float):
        self.number = number
        self.amount = amount


def _is_valid_invoice(_context, value) -> bool:
    return isinstance(value, Invoice) and value.amount >= 0


InvoiceType = dg.DagsterType(name="Invoice", type_check_fn=_is_valid_invoice)

# Call this before any op or asset uses Invoice as a type annotation.
dg.make_python_type_usable_as_dagster_type(python_type=Invoice, dagster_type=InvoiceType)


@dg.op
def issue_invoice() -> Invoice:
    return Invoice("INV-1001", 120.0)
# [end:make_usable]
