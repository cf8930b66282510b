#!/bin/sh
# The DynamoDB table sqlc_project and its access patterns, designed by sql2dynamo.
# Set the variables a pattern names (customer_id=...) before running its call; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00).
set -eu

create_table() {
  aws dynamodb create-table --cli-input-json '{
  "AttributeDefinitions": [
    {
      "AttributeName": "PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2SK",
      "AttributeType": "S"
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
  "GlobalSecondaryIndexes": [
    {
      "IndexName": "GSI1",
      "KeySchema": [
        {
          "AttributeName": "GSI1PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI1SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI2",
      "KeySchema": [
        {
          "AttributeName": "GSI2PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI2SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    }
  ],
  "KeySchema": [
    {
      "AttributeName": "PK",
      "KeyType": "HASH"
    },
    {
      "AttributeName": "SK",
      "KeyType": "RANGE"
    }
  ],
  "TableName": "sqlc_project"
}'
}

# GetCity (testdata/sqlc_project/db/query/city.sql:2:1): needs slug
GetCity() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "CITY#SLUG#'"${slug}"'"
    },
    "SK": {
      "S": "CITY"
    }
  },
  "TableName": "sqlc_project"
}'
}

# CreateCity (testdata/sqlc_project/db/query/city.sql:6:1): needs slug, id, name
CreateCity() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "PK": {
      "S": "CITY#SLUG#'"${slug}"'"
    },
    "SK": {
      "S": "CITY"
    },
    "_type": {
      "S": "cities"
    },
    "id": {
      "N": "'"${id}"'"
    },
    "name": {
      "S": "'"${name}"'"
    },
    "slug": {
      "S": "'"${slug}"'"
    }
  },
  "TableName": "sqlc_project"
}'
}

# UpdateCityName (testdata/sqlc_project/db/query/city.sql:9:1): needs name, slug
UpdateCityName() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#name": "name"
  },
  "ExpressionAttributeValues": {
    ":name": {
      "S": "'"${name}"'"
    }
  },
  "Key": {
    "PK": {
      "S": "CITY#SLUG#'"${slug}"'"
    },
    "SK": {
      "S": "CITY"
    }
  },
  "TableName": "sqlc_project",
  "UpdateExpression": "SET #name = :name"
}'
}

# GetVenue (testdata/sqlc_project/db/query/venue.sql:9:1): needs city_id, slug
GetVenue() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "VENUE#CITY_ID#SLUG#'"${city_id}"'#'"${slug}"'"
    },
    ":sk": {
      "S": "VENUE#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "sqlc_project"
}'
}

# CreateVenue (testdata/sqlc_project/db/query/venue.sql:13:1): needs city_id, slug, id, name, capacity, created_at, songkick_id, spotify_playlist, status
CreateVenue() {
  aws dynamodb transact-write-items --cli-input-json '{
  "TransactItems": [
    {
      "Put": {
        "ConditionExpression": "attribute_not_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Item": {
          "GSI1PK": {
            "S": "VENUE#CITY_ID#SLUG#'"${city_id}"'#'"${slug}"'"
          },
          "GSI1SK": {
            "S": "VENUE#'"${id}"'"
          },
          "GSI2PK": {
            "S": "CITY#'"${city_id}"'"
          },
          "GSI2SK": {
            "S": "VENUE#'"${name}"'#'"${id}"'"
          },
          "PK": {
            "S": "VENUE#'"${id}"'"
          },
          "SK": {
            "S": "VENUE"
          },
          "_type": {
            "S": "venues"
          },
          "capacity": {
            "N": "'"${capacity}"'"
          },
          "city_id": {
            "N": "'"${city_id}"'"
          },
          "created_at": {
            "S": "'"${created_at}"'"
          },
          "id": {
            "N": "'"${id}"'"
          },
          "name": {
            "S": "'"${name}"'"
          },
          "slug": {
            "S": "'"${slug}"'"
          },
          "songkick_id": {
            "S": "'"${songkick_id}"'"
          },
          "spotify_playlist": {
            "S": "'"${spotify_playlist}"'"
          },
          "status": {
            "S": "'"${status}"'"
          }
        },
        "TableName": "sqlc_project"
      }
    },
    {
      "Put": {
        "ConditionExpression": "attribute_not_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Item": {
          "PK": {
            "S": "VENUE#CITY_ID#SLUG#'"${city_id}"'#'"${slug}"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          }
        },
        "TableName": "sqlc_project"
      }
    }
  ]
}'
}

# UpdateVenueCapacity (testdata/sqlc_project/db/query/venue.sql:17:1): needs capacity, id
UpdateVenueCapacity() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#capacity": "capacity"
  },
  "ExpressionAttributeValues": {
    ":capacity": {
      "N": "'"${capacity}"'"
    }
  },
  "Key": {
    "PK": {
      "S": "VENUE#'"${id}"'"
    },
    "SK": {
      "S": "VENUE"
    }
  },
  "TableName": "sqlc_project",
  "UpdateExpression": "SET #capacity = :capacity"
}'
}

# CloseVenue (testdata/sqlc_project/db/query/venue.sql:20:1): needs id
CloseVenue() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":status": {
      "S": "closed"
    }
  },
  "Key": {
    "PK": {
      "S": "VENUE#'"${id}"'"
    },
    "SK": {
      "S": "VENUE"
    }
  },
  "TableName": "sqlc_project",
  "UpdateExpression": "SET #status = :status"
}'
}
