#!/bin/sh
# The DynamoDB table events and its access patterns, designed by sql2dynamo.
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
    },
    {
      "AttributeName": "GSI3PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI3SK",
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
    },
    {
      "IndexName": "GSI3",
      "KeySchema": [
        {
          "AttributeName": "GSI3PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI3SK",
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
  "TableName": "events"
}'
}

# ListVenueEvents (testdata/events/input.sql:43:1): needs venue_id
ListVenueEvents() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "VENUE#'"${venue_id}"'"
    },
    ":sk": {
      "S": "EVENT#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ScanIndexForward": false,
  "TableName": "events"
}'
}

# ListCheapVenueEvents (testdata/events/input.sql:46:1): needs venue_id, price
ListCheapVenueEvents() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "VENUE#'"${venue_id}"'"
    },
    ":sk": {
      "S": "EVENT#$"
    },
    ":sk2": {
      "S": "EVENT#'"${price}"'$"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND #GSI2SK BETWEEN :sk AND :sk2",
  "TableName": "events"
}'
}

# AddPerformer (testdata/events/input.sql:61:1): needs performer_id, event_id, billing
AddPerformer() {
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
            "S": "PERFORMER#'"${performer_id}"'"
          },
          "GSI1SK": {
            "S": "EVENT_PERFORMER#'"${event_id}"'"
          },
          "PK": {
            "S": "EVENT#'"${event_id}"'"
          },
          "SK": {
            "S": "EVENT_PERFORMER#'"${performer_id}"'"
          },
          "_type": {
            "S": "event_performers"
          },
          "billing": {
            "N": "'"${billing}"'"
          },
          "event_id": {
            "N": "'"${event_id}"'"
          },
          "performer_id": {
            "N": "'"${performer_id}"'"
          }
        },
        "TableName": "events"
      }
    },
    {
      "Update": {
        "ExpressionAttributeNames": {
          "#_type": "_type",
          "#count": "count"
        },
        "ExpressionAttributeValues": {
          ":delta": {
            "N": "1"
          },
          ":type": {
            "S": "counter"
          }
        },
        "Key": {
          "PK": {
            "S": "EVENT_PERFORMER#COUNT#EVENT_ID#'"${event_id}"'"
          },
          "SK": {
            "S": "COUNT"
          }
        },
        "TableName": "events",
        "UpdateExpression": "ADD #count :delta SET #_type = :type"
      }
    }
  ]
}'
}

# RemovePerformer (testdata/events/input.sql:64:1): needs event_id, performer_id
RemovePerformer() {
  aws dynamodb transact-write-items --cli-input-json '{
  "TransactItems": [
    {
      "Delete": {
        "ConditionExpression": "attribute_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Key": {
          "PK": {
            "S": "EVENT#'"${event_id}"'"
          },
          "SK": {
            "S": "EVENT_PERFORMER#'"${performer_id}"'"
          }
        },
        "TableName": "events"
      }
    },
    {
      "Update": {
        "ExpressionAttributeNames": {
          "#_type": "_type",
          "#count": "count"
        },
        "ExpressionAttributeValues": {
          ":delta": {
            "N": "-1"
          },
          ":type": {
            "S": "counter"
          }
        },
        "Key": {
          "PK": {
            "S": "EVENT_PERFORMER#COUNT#EVENT_ID#'"${event_id}"'"
          },
          "SK": {
            "S": "COUNT"
          }
        },
        "TableName": "events",
        "UpdateExpression": "ADD #count :delta SET #_type = :type"
      }
    }
  ]
}'
}

# RenameVenue (testdata/events/input.sql:67:1): needs name, id
RenameVenue() {
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
      "S": "VENUE#'"${id}"'"
    },
    "SK": {
      "S": "VENUE"
    }
  },
  "TableName": "events",
  "UpdateExpression": "SET #name = :name"
}'
}
