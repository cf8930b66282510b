#!/bin/sh
# The DynamoDB table overloaded and its access patterns, designed by sql2dynamo.
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
  "TableName": "overloaded"
}'
}

# GetTicket (testdata/overloaded/input.sql:21:1): needs ticket_id
GetTicket() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "TICKET#'"${ticket_id}"'"
    },
    "SK": {
      "S": "TICKET"
    }
  },
  "TableName": "overloaded"
}'
}

# OpenQueue (testdata/overloaded/input.sql:24:1)
OpenQueue() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#STATUS#OPEN"
    },
    ":sk": {
      "S": "TICKET#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "Limit": 50,
  "TableName": "overloaded"
}'
}

# EscalatedQueue (testdata/overloaded/input.sql:27:1)
EscalatedQueue() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#STATUS#ESCALATED"
    },
    ":sk": {
      "S": "TICKET#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "TableName": "overloaded"
}'
}

# PendingSince (testdata/overloaded/input.sql:30:1): needs opened_at
PendingSince() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#priority": "priority",
    "#subject": "subject",
    "#ticket_id": "ticket_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#STATUS#PENDING"
    },
    ":sk": {
      "S": "TICKET#'"${opened_at}"'"
    },
    ":sk2": {
      "S": "TICKET$"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND #GSI2SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#ticket_id, #subject, #priority",
  "TableName": "overloaded"
}'
}

# AgentClosed (testdata/overloaded/input.sql:34:1): needs agent_id
AgentClosed() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AGENT#'"${agent_id}"'"
    },
    ":sk": {
      "S": "TICKET#CLOSED#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ScanIndexForward": false,
  "TableName": "overloaded"
}'
}

# NewTicket (testdata/overloaded/input.sql:37:1): needs ticket_id, opened_at, priority, subject
NewTicket() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "PK": {
      "S": "TICKET#'"${ticket_id}"'"
    },
    "SK": {
      "S": "TICKET"
    },
    "_type": {
      "S": "tickets"
    },
    "opened_at": {
      "S": "'"${opened_at}"'"
    },
    "priority": {
      "N": "'"${priority}"'"
    },
    "status": {
      "S": "NEW"
    },
    "subject": {
      "S": "'"${subject}"'"
    },
    "ticket_id": {
      "N": "'"${ticket_id}"'"
    }
  },
  "TableName": "overloaded"
}'
}
