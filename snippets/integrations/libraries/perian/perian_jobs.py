import os

import dagster as dg
from dagster_perian.operations import (
    containerize_codebase,
    create_perian_job,
    get_perian_job,
)
from dagster_perian.resources import perian_job_resource

IMAGE = {"image_name": "demand-forecast", "tag": "2025-04"}
DOCKER_LOGIN = {
    "docker_username": os.getenv("DOCKER_USERNAME", ""),
    "docker_password": os.getenv("DOCKER_PASSWORD", ""),
}

perian = perian_job_resource.configured(
    {
        "api_url": "https://api.perian.cloud",
        "organization": os.getenv("PERIAN_ORGANIZATION", ""),
        "token": os.getenv("PERIAN_TOKEN", ""),
    }
)


# Builds an image from the training code and pushes it to Docker Hub.
@dg.job(
    resource_defs={"perian_job_manager": perian},
    config={
        "ops": {
            "containerize_codebase": {
                "config": {
                    **IMAGE,
                    **DOCKER_LOGIN,
                    # The op copies dependency_file into path, so keep it outside.
                    "path": "training/app",
                    "dependency_file": "training/requirements.txt",
                    "python_version": "3.11",
                    "command": "python",
                    "parameters": "train.py",
                }
            }
        }
    },
)
def publish_training_image():
    containerize_codebase()


# Starts the image on one A100 GPU and logs the job's status.
@dg.job(
    resource_defs={"perian_job_manager": perian},
    config={
        "ops": {
            "create_perian_job": {
                "config": {
                    **IMAGE,
                    **DOCKER_LOGIN,
                    "accelerators": 1,
                    "accelerator_type": "A100",
                }
            }
        }
    },
)
def train_demand_model():
    get_perian_job(create_perian_job())


defs = dg.Definitions(jobs=[publish_training_image, train_demand_model])
